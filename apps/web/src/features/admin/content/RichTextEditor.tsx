import { ActionIcon, Button, Group, Paper, Popover, Stack, Text, TextInput, Typography } from '@mantine/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentImageNode } from './contentImageNode';
import { ImageTool } from './ImageTool';

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * Bold, italic, headings, lists, quote, links and images of the item: what the server keeps of content HTML
 * (features/content/sanitize.ts). Images need the saved item (`contentitemId`), which they are uploaded into.
 */
export function RichTextEditor({ label, value, onChange, contentitemId }: { label: string; value: string; onChange: (html: string) => void; contentitemId: number }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['mailto'] }, codeBlock: false }), ContentImageNode],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', 'data-testid': 'rich-text' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Paper withBorder radius="sm">
        {editor && <Toolbar editor={editor} contentitemId={contentitemId} />}
        <Typography fz="sm" px="sm" style={{ minHeight: 160 }}>
          <EditorContent editor={editor} />
        </Typography>
      </Paper>
    </Stack>
  );
}

function Toolbar({ editor, contentitemId }: { editor: Editor; contentitemId: number }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: { key: keyof typeof state; text: string; run: () => void }[] = [
    { key: 'bold', text: 'B', run: () => chain().toggleBold().run() },
    { key: 'italic', text: 'I', run: () => chain().toggleItalic().run() },
    { key: 'h2', text: 'H', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'bullets', text: '•', run: () => chain().toggleBulletList().run() },
    { key: 'numbers', text: '#', run: () => chain().toggleOrderedList().run() },
    { key: 'quote', text: '“', run: () => chain().toggleBlockquote().run() },
  ];
  return (
    <Group gap={4} p={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} role="toolbar" aria-label={t('adminContent.toolbar')}>
      {tools.map((tool) => (
        <ActionIcon key={tool.key} variant={state[tool.key] ? 'filled' : 'subtle'} size="sm" aria-label={t(`adminContent.tools.${tool.key}`)} aria-pressed={state[tool.key]} onClick={tool.run}>
          <Text span size="xs" fw={700} fs={tool.key === 'italic' ? 'italic' : undefined} aria-hidden="true">
            {tool.text}
          </Text>
        </ActionIcon>
      ))}
      <LinkTool editor={editor} active={state.link} />
      <ImageTool editor={editor} contentitemId={contentitemId} />
    </Group>
  );
}

/** A link on the selected text: http, https or mailto only (the server drops anything else too). */
function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const wrong = url.trim() !== '' && !SAFE_LINK.test(url.trim());
  const apply = () => {
    if (wrong) return;
    const href = url.trim();
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    else editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withArrow>
      <Popover.Target>
        <ActionIcon
          variant={active ? 'filled' : 'subtle'}
          size="sm"
          aria-label={t('adminContent.tools.link')}
          aria-pressed={active}
          onClick={() => {
            setUrl((editor.getAttributes('link').href as string | undefined) ?? 'https://');
            setOpened((o) => !o);
          }}
        >
          <Text span size="xs" fw={700} aria-hidden="true">
            ↗
          </Text>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" align="flex-end">
          <TextInput
            label={t('adminContent.linkUrl')}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
            error={wrong ? t('adminContent.linkWrong') : undefined}
            size="xs"
            w={260}
          />
          <Button size="xs" onClick={apply} disabled={wrong}>
            {t('adminContent.linkApply')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
