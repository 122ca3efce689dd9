import {createContext, useContext} from 'react';

/**
 * Which problems the editor shows yet: a field's once it has been left (or
 * after a save was tried); the rest (the problem list, counts, whole-question
 * notes) only after a save was tried. A new, empty bank does not open covered
 * in red (issue 30). Outside an editor everything shows.
 */
export interface ErrorsShown {
  /** Whether the problems of the control with this id show. */
  readonly field: (controlId: string) => boolean;
  /** Whether problems not tied to one control show. */
  readonly all: boolean;
}

export const ErrorsShownContext = createContext<ErrorsShown>({field: () => true, all: true});

export const useErrorsShown = (): ErrorsShown => useContext(ErrorsShownContext);
