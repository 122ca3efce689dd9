import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useBackend} from '@site/src/backend/useBackend';
import {isBackendError, type Backend} from '@site/src/backend/types';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import styles from './styles.module.css';

interface Video {
  readonly url: string;
  readonly captionsUrl: string | null;
}

/** A phone: the captions' text is large beside the picture there. */
const PHONE_QUERY = '(max-width: 996px)';

/**
 * On a phone the captions move to the top line of the picture: the video prints its own text (a title and a
 * line of summary) in the middle and a footer at the bottom, and captions at the default bottom position
 * covered them. The sample's top quarter is clear.
 */
function placeCaptions(track: HTMLTrackElement): void {
  const cues = track.track.cues;
  if (!cues || !window.matchMedia(PHONE_QUERY).matches) return;
  for (const cue of Array.from(cues)) {
    if (cue instanceof VTTCue) {
      cue.snapToLines = true;
      cue.line = 0;
    }
  }
}

/** Places the captions once the track has loaded (React has no load event for <track>). */
function usePhoneCaptions(track: RefObject<HTMLTrackElement | null>, url: string | null): void {
  useEffect(() => {
    const element = track.current;
    if (!element || !url) return undefined;
    const onLoad = () => placeCaptions(element);
    if (element.readyState === HTMLTrackElement.LOADED) onLoad();
    element.addEventListener('load', onLoad);
    return () => element.removeEventListener('load', onLoad);
  }, [track, url]);
}

/** m:ss from seconds, for the video's length under it. */
function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The video and its captions (when the backend has them) as blob: URLs. */
async function loadVideo(backend: Backend): Promise<Video> {
  const [video, captions] = await Promise.all([backend.premium.getVideo(), backend.premium.getVideoCaptions()]);
  return {
    url: URL.createObjectURL(video),
    captionsUrl: captions ? URL.createObjectURL(new Blob([captions], {type: 'text/vtt'})) : null,
  };
}

function revoke(video: Video): void {
  URL.revokeObjectURL(video.url);
  if (video.captionsUrl) URL.revokeObjectURL(video.captionsUrl);
}

/** Reads the premium video's bytes through the backend and plays them from a blob: URL. Loaded lazily. */
export default function VideoPlayer(): ReactNode {
  const {backend, failed, retry: retryBackend} = useBackend();
  const video = useAsyncResource(backend ? () => loadVideo(backend) : null, [backend], {
    dispose: revoke,
    warning: 'Could not load the premium video',
  });
  const [duration, setDuration] = useState<number | null>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const value = !failed && video.status === 'ready' ? video.value : null;
  usePhoneCaptions(trackRef, value?.captionsUrl ?? null);
  if (failed || video.status === 'error') {
    const denied =
      !failed && video.status === 'error' && isBackendError(video.error, 'premium') && video.error.code === 'premium-required';
    return (
      <StatusMessage kind="error" onRetry={failed ? retryBackend : video.retry}>
        {denied ? (
          <Translate id="premium.video.denied">Your account does not have premium access to the video.</Translate>
        ) : (
          <Translate id="premium.video.failed">The video could not be loaded. Check your connection.</Translate>
        )}
      </StatusMessage>
    );
  }
  if (!value) {
    return (
      <StatusMessage kind="loading">
        <Translate id="premium.video.loading">Loading the video...</Translate>
      </StatusMessage>
    );
  }
  return (
    <figure className={styles.figure}>
      {/* The captions track is there whenever the backend has captions (the local sample always does). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className={styles.video}
        controls
        preload="metadata"
        src={value.url}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
        aria-label={translate({id: 'premium.video.label', message: 'Video: how to answer the CBLE'})}>
        {value.captionsUrl && (
          <track
            kind="captions"
            srcLang="en"
            label={translate({id: 'premium.video.captions', message: 'English captions'})}
            src={value.captionsUrl}
            default
            ref={trackRef}
          />
        )}
        <Translate id="premium.video.unsupported">Your browser cannot play this video (WebM).</Translate>
      </video>
      {duration !== null && (
        <figcaption className={styles.caption}>
          <Translate id="premium.video.length" values={{length: formatDuration(duration)}} description="Under the video">
            {'Length {length}, with English captions.'}
          </Translate>
        </figcaption>
      )}
    </figure>
  );
}
