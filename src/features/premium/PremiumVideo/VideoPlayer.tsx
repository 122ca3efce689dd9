import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useBackend} from '@site/src/backend/useBackend';
import {isBackendError} from '@site/src/backend/types';
import styles from './styles.module.css';

type State =
  | {kind: 'loading'}
  | {kind: 'failed'; code: string}
  | {kind: 'ready'; url: string; captionsUrl: string | null};

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

/** Reads the premium video's bytes through the backend and plays them from a blob: URL. Loaded lazily. */
export default function VideoPlayer(): ReactNode {
  const {backend, failed, retry: retryBackend} = useBackend();
  const [state, setState] = useState<{attempt: number; value: State} | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  useEffect(() => {
    if (!backend) return undefined;
    let active = true;
    const urls: string[] = [];
    Promise.all([backend.premium.getVideo(), backend.premium.getVideoCaptions()]).then(
      ([video, captions]) => {
        if (!active) return;
        const url = URL.createObjectURL(video);
        const captionsUrl = captions ? URL.createObjectURL(new Blob([captions], {type: 'text/vtt'})) : null;
        urls.push(url, ...(captionsUrl ? [captionsUrl] : []));
        setState({attempt, value: {kind: 'ready', url, captionsUrl}});
      },
      (error: unknown) => {
        console.warn('Could not load the premium video', error);
        if (active) setState({attempt, value: {kind: 'failed', code: isBackendError(error, 'premium') ? error.code : 'unavailable'}});
      },
    );
    return () => {
      active = false;
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [backend, attempt]);

  const value: State = failed ? {kind: 'failed', code: 'unavailable'} : state?.attempt === attempt ? state.value : {kind: 'loading'};
  usePhoneCaptions(trackRef, value.kind === 'ready' ? value.captionsUrl : null);
  if (value.kind === 'loading') {
    return (
      <p role="status">
        <Translate id="premium.video.loading">Loading the video...</Translate>
      </p>
    );
  }
  if (value.kind === 'failed') {
    return (
      <div className="alert alert--danger" role="alert">
        {value.code === 'premium-required' ? (
          <Translate id="premium.video.denied">Your account does not have premium access to the video.</Translate>
        ) : (
          <Translate id="premium.video.failed">The video could not be loaded. Check your connection.</Translate>
        )}{' '}
        <button
          type="button"
          className="button button--sm button--danger"
          onClick={() => (failed ? retryBackend() : setAttempt((n) => n + 1))}>
          <Translate id="premium.retry">Retry</Translate>
        </button>
      </div>
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
