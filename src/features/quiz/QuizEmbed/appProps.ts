/** What the embed tells the app it loaded: `started`, the candidate tapped the one button that starts it. */
export interface QuizAppProps {
  readonly started?: boolean;
}
