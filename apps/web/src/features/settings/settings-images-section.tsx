import {
  readSettingsImage,
  SETTINGS_IMAGE_KINDS,
  SETTINGS_IMAGE_LABELS,
  type SettingsImageKind,
  type StoredSettingsImage,
} from '@bahi/domain/schemas';
import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import {
  readAsDataUrl,
  useRemoveSettingsImage,
  useSettingsImages,
  useUploadSettingsImage,
} from './settings-images-api';

// Settings > Logo and signature: images printed on every invoice PDF, the logo beside the shop's
// name and the signature above "Authorised Signatory". PNG or JPEG, at most 500 kB each.

const HINTS: Record<SettingsImageKind, string> = {
  logo: 'Printed at the top left of the invoice, beside the shop’s name.',
  signature: 'Printed above “Authorised Signatory”. A scan on a white background prints best.',
};

export function SettingsImagesSection() {
  const images = useSettingsImages();
  return (
    <Stack gap="sm" maw={900} mt="xl">
      <Title order={2} size="h3">
        Logo and signature
      </Title>
      <Text size="sm" c="dimmed">
        Printed on every invoice PDF (A4, A5 and the thermal roll). A PNG or JPEG file of at most 500 kB.
      </Text>
      {images.data && (
        <Group align="stretch" grow>
          {SETTINGS_IMAGE_KINDS.map((kind) => (
            <SettingsImageCard key={kind} kind={kind} image={images.data[kind]} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function SettingsImageCard({ kind, image }: { kind: SettingsImageKind; image: StoredSettingsImage | null }) {
  const upload = useUploadSettingsImage();
  const remove = useRemoveSettingsImage();
  const [error, setError] = useState<string | null>(null);
  const label = SETTINGS_IMAGE_LABELS[kind];

  const choose = async (file: File | null) => {
    if (!file) return;
    const dataUrl = await readAsDataUrl(file);
    // The same check the server makes, so a wrong file is refused before it is sent.
    const checked = readSettingsImage(kind, dataUrl);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    upload.mutate(
      { kind, dataUrl },
      {
        onSuccess: () => {
          setError(null);
          notifySuccess(`${label} saved.`);
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? (failure.fieldErrors[kind]?.[0] ?? failure.message) : null);
          notifyFailure({
            title: `The ${label.toLowerCase()} was not saved.`,
            detail: describeFailure(failure),
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" aria-label={label} component="section">
      <Stack gap="xs">
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed">
          {HINTS[kind]}
        </Text>
        {image ? (
          <Image
            src={image.data_url}
            alt={`The shop's ${label.toLowerCase()}`}
            h={80}
            w="auto"
            fit="contain"
          />
        ) : (
          <Text size="sm">No {label.toLowerCase()} uploaded.</Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="default" loading={upload.isPending}>
                {image ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(kind, {
                  onSuccess: () => notifySuccess(`${label} removed.`),
                  onError: (failure) =>
                    notifyFailure({
                      title: `The ${label.toLowerCase()} was not removed.`,
                      detail: describeFailure(failure),
                    }),
                })
              }
            >
              Remove {label.toLowerCase()}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
