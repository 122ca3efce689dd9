// The code block with its highlighting, in its own chunk (plugins/lazy-highlighter):
// the theme's language setup runs once, before the first highlighted block,
// as the classic theme's client module would have run it on every page.
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {Props} from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

const HighlightedCodeBlock: ComponentType<Props> = CodeBlock;
export default HighlightedCodeBlock;
