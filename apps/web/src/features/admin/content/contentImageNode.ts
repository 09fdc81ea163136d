import { Node } from '@tiptap/react';

/**
 * An image of the content item in the editor: a block with its src (the item-scoped path the upload answered) and its
 * alt text, written as `<img src alt>`, the one form the server's sanitiser keeps. Our own small node rather than a
 * general image extension: no width, title or data URLs, since the server would drop them anyway.
 */
export const ContentImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', HTMLAttributes];
  },
});
