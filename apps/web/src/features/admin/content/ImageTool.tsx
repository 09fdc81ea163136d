import { ActionIcon, Alert, Button, FileInput, Popover, Stack, Text, TextInput } from '@mantine/core';
import { contentRoutes } from '@plotwise/contracts';
import type { Editor } from '@tiptap/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Upload an image into the content item and insert it at the cursor. Alt text is required: it is what a reader who
 * cannot see the image hears, and what the weekly e-mail's plain-text part says in its place (the server refuses an
 * upload without it and drops an image without it from the HTML).
 */
export function ImageTool({ editor, contentitemId }: { editor: Editor; contentitemId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const upload = useMutation({
    mutationFn: ({ f, text }: { f: File; text: string }) => {
      const form = new FormData();
      form.set('alt', text);
      form.set('file', f);
      return api.callForm(contentRoutes.uploadImage, form, { params: { id: contentitemId }, expected: [400, 413, 415] });
    },
    onSuccess: (img) => {
      editor.chain().focus().insertContent({ type: 'image', attrs: { src: img.url, alt: img.alt } }).run();
      setOpened(false);
      setFile(null);
      setAlt('');
      setTried(false);
    },
  });
  const altMissing = alt.trim() === '';
  const insert = () => {
    setTried(true);
    if (file && !altMissing) upload.mutate({ f: file, text: alt.trim() });
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" aria-label={t('adminContent.tools.image')} onClick={() => setOpened((o) => !o)} data-testid="content-image-tool">
          <Text span size="xs" fw={700} aria-hidden="true">
            ▣
          </Text>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <FileInput
            label={t('adminContent.imageFile')}
            description={t('adminContent.imageFileHint')}
            accept={ACCEPT}
            value={file}
            onChange={setFile}
            clearable
            size="xs"
            error={tried && !file ? t('adminContent.imageFileRequired') : undefined}
            data-testid="content-image-file"
          />
          <TextInput
            label={t('adminContent.imageAlt')}
            description={t('adminContent.imageAltHint')}
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            error={tried && altMissing ? t('adminContent.imageAltRequired') : undefined}
            maxLength={300}
            required
            size="xs"
            data-testid="content-image-alt"
          />
          {upload.isError && (
            <Alert color="red" role="alert" p="xs">
              {(upload.error as Error).message}
            </Alert>
          )}
          <Button size="xs" onClick={insert} loading={upload.isPending} data-testid="content-image-insert">
            {t('adminContent.imageInsert')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
