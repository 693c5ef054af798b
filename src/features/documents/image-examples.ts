import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** One example of the image-creation guide: a picture or a short clip, and what made it. */
export interface ImageExample {
  readonly id: string;
  readonly kind: 'image' | 'clip';
  readonly caption: MessageDescriptor;
  /** The avatar-creation deep link's prompt and tags for "Try this". */
  readonly prompt: string;
  readonly tags: readonly string[];
}

/** Expressions (pictures) and holiday looks (clips) of SPEC §2's image-creation guide. */
export const IMAGE_EXAMPLES: readonly ImageExample[] = [
  {
    id: 'ic_expression_smile',
    kind: 'image',
    caption: msg`Smiling: warm light, soft focus`,
    prompt: 'silver-haired knight, gentle smile, warm light',
    tags: ['expression', 'smile'],
  },
  {
    id: 'ic_expression_shy',
    kind: 'image',
    caption: msg`Shy: eyes down, a faint blush`,
    prompt: 'silver-haired knight, shy, looking down, blushing',
    tags: ['expression', 'shy'],
  },
  {
    id: 'ic_expression_surprised',
    kind: 'image',
    caption: msg`Surprised: wide eyes, raised brows`,
    prompt: 'silver-haired knight, surprised, wide eyes',
    tags: ['expression', 'surprised'],
  },
  {
    id: 'ic_holiday_winter',
    kind: 'clip',
    caption: msg`Winter holidays: snow falling on a festive sweater`,
    prompt: 'silver-haired knight in a christmas sweater, snowy market at dusk',
    tags: ['holiday', 'christmas'],
  },
  {
    id: 'ic_holiday_lunar',
    kind: 'clip',
    caption: msg`Lunar New Year: lanterns in the night`,
    prompt: 'silver-haired knight with red lanterns, lunar new year night',
    tags: ['holiday', 'lunar_new_year'],
  },
];

/**
 * Where the examples' media live (the local API serves them; production points at the CDN). Examples
 * have their own kind: finished pictures, with no asset id drawn on them; the caption is the page's.
 */
export const exampleMediaUrl = (base: string, example: ImageExample): string =>
  `${base}/weaver/media/${example.kind === 'clip' ? 'clip' : 'example'}/${example.id}.svg`;
