import '@testing-library/jest-dom/vitest';
import {cleanup, configure} from '@testing-library/react';
import {afterEach} from 'vitest';

// findBy*/waitFor give up after this long: the default second is too short on a busy 2-core machine.
configure({asyncUtilTimeout: 4000});

afterEach(() => {
  cleanup();
});

// jsdom does not lay out, so it has no scrollIntoView; the quiz calls it when moving between questions.
if (typeof Element !== 'undefined') {
  const proto = Element.prototype as Partial<Pick<Element, 'scrollIntoView'>>;
  proto.scrollIntoView ??= function scrollIntoView(): void {
    // Nothing to scroll in jsdom.
  };
}
