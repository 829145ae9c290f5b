import { type EmailSettings, SMTP_SECURITY, type SmtpSecurity } from '@bahi/domain/schemas';
import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { useEmailSettings, useSaveEmailSettings } from './email-settings-api';

// Settings > E-mail: the mail server invoices are sent through (the shop's own, or its e-mail
// provider's SMTP). The password is kept on the server and never shown again; leaving the box
// empty keeps it.

const SECURITY_LABELS: Record<SmtpSecurity, string> = {
  tls: 'TLS (port 465)',
  starttls: 'STARTTLS (port 587)',
  none: 'None (a server on the shop network)',
};
const SECURITY_OPTIONS = SMTP_SECURITY.map((value) => ({ value, label: SECURITY_LABELS[value] }));
const isSecurity = (value: string | null): value is SmtpSecurity =>
  SMTP_SECURITY.some((each) => each === value);

export function EmailSettingsSection() {
  const settings = useEmailSettings();
  return (
    <Stack gap="sm" maw={900} mt="xl">
      <Title order={2} size="h3">
        E-mail
      </Title>
      <Text size="sm" c="dimmed">
        The mail server invoices are e-mailed through. Without it, “E-mail invoice” is refused.
      </Text>
      {settings.data && <EmailSettingsForm key={settings.data.version} saved={settings.data} />}
    </Stack>
  );
}

function EmailSettingsForm({ saved }: { saved: EmailSettings }) {
  const save = useSaveEmailSettings();
  const [host, setHost] = useState(saved.host);
  const [port, setPort] = useState<string | number>(saved.port);
  const [security, setSecurity] = useState<SmtpSecurity>(saved.security);
  const [username, setUsername] = useState(saved.username ?? '');
  const [password, setPassword] = useState('');
  const [fromAddress, setFromAddress] = useState(saved.from_address);
  const [fromName, setFromName] = useState(saved.from_name ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      host,
      port: port === '' ? '' : String(port),
      security,
      username,
      password,
      from_address: fromAddress,
      from_name: fromName,
      version: saved.version,
    };
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        notifySuccess('E-mail settings saved.');
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.fieldErrors : {});
        notifyFailure({ title: 'Failed to save the e-mail settings.', detail: describeFailure(error) });
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="E-mail settings">
      <Stack gap="sm">
        <Group align="flex-start" grow>
          <TextInput
            label="SMTP Server"
            value={host}
            onChange={(e) => setHost(e.currentTarget.value)}
            error={errors.host?.[0]}
          />
          <NumberInput
            label="Port"
            value={port}
            onChange={setPort}
            allowDecimal={false}
            error={errors.port?.[0]}
          />
          <Select
            label="Security"
            data={SECURITY_OPTIONS}
            value={security}
            onChange={(value) => isSecurity(value) && setSecurity(value)}
            allowDeselect={false}
          />
        </Group>
        <Group align="flex-start" grow>
          <TextInput
            label="Username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={errors.username?.[0]}
          />
          <PasswordInput
            label="Password"
            description={saved.password_set ? 'Saved; leave empty to keep it' : undefined}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password?.[0]}
          />
        </Group>
        <Group align="flex-start" grow>
          <TextInput
            label="From address"
            value={fromAddress}
            onChange={(e) => setFromAddress(e.currentTarget.value)}
            error={errors.from_address?.[0]}
          />
          <TextInput
            label="From name"
            value={fromName}
            onChange={(e) => setFromName(e.currentTarget.value)}
            error={errors.from_name?.[0]}
          />
        </Group>
        <Group>
          <Button type="submit" variant="default" loading={save.isPending}>
            Save E-mail Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
