import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * `import text from './file.vtt?raw'` gives the file's text: the local adapter
 * reads the premium bodies (premium/content/*.md) and captions this way
 * (src/types/assets.d.ts). The .md rule names its folder in `include` so that
 * Docusaurus's fallback MDX loader, which skips the folders of MDX rules,
 * leaves these files alone.
 */
export default function rawTextPlugin(): Plugin {
  return {
    name: 'raw-text-imports',
    configureWebpack: () => ({
      module: {
        rules: [
          {test: /\.mdx?$/i, include: [path.resolve('premium/content')], resourceQuery: /raw/, type: 'asset/source'},
          {test: /\.vtt$/i, resourceQuery: /raw/, type: 'asset/source'},
        ],
      },
    }),
  };
}
