import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LazyMount from './index';

function Loaded({word}: {readonly word: string}) {
  return <p>Loaded: {word}</p>;
}

const never = () => false;

describe('LazyMount', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits until the placeholder nears the viewport, then shows the component', async () => {
    let fire: ((entries: {isIntersecting: boolean}[]) => void) | undefined;
    const observed: Element[] = [];
    let disconnected = false;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: {isIntersecting: boolean}[]) => void) {
          fire = callback;
        }
        observe(element: Element): void {
          observed.push(element);
        }
        disconnect(): void {
          disconnected = true;
        }
      },
    );
    const load = vi.fn(() => Promise.resolve({default: Loaded}));
    render(
      <LazyMount
        id="thing"
        space="calculator"
        load={load}
        eager={never}
        componentProps={{word: 'hi'}}
        what="the thing"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
    expect(load).not.toHaveBeenCalled();
    fire?.([{isIntersecting: false}]);
    expect(load).not.toHaveBeenCalled();
    expect(observed).toEqual([document.getElementById('thing')]);
    fire?.([{isIntersecting: true}]);
    expect(await screen.findByText('Loaded: hi')).toBeInTheDocument();
    expect(disconnected).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when eager, and offers Retry after a failed download', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<{default: typeof Loaded}>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({default: Loaded});
    render(
      <LazyMount
        id="thing"
        space="practice"
        load={load}
        eager={() => true}
        componentProps={{word: 'again'}}
        what="the thing"
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the thing. Check your connection, then try again.');
    await user.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByText('Loaded: again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // Focus goes to the component's place, not lost with the Retry button.
    expect(document.getElementById('thing')).toHaveFocus();
  });
});
