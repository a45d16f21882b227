import { useState, type ReactNode } from 'react';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { MAX_CSV_BYTES } from '#shared/domain/csv.ts';
import { messages } from '#shared/messages.ts';
import { contar } from '#shared/domain/plural.ts';
import {
  importFailureSchema,
  importResultMessage,
  type ImportNoun,
  type ImportResult,
} from '#shared/schemas/importacion.ts';
import { ApiError, api } from '#web/lib/api.ts';

export const csvImportTexts = {
  noFile: messages.csvNoFile,
  success: 'Importación exitosa.',
  failure: 'Error al importar.',
  connection: 'Error al conectar.',
  tooLarge: messages.csvTooLarge,
} as const;

interface Failure {
  title: string;
  message: string;
  lineas: { linea: number; motivo: string }[];
  total: number;
}

function failureOf(err: unknown): Failure {
  if (err instanceof ApiError && err.status !== 0) {
    const body = importFailureSchema.safeParse(err.body);
    const lineas = body.success ? (body.data.lineas ?? []) : [];
    const total = body.success ? (body.data.totalLineasConError ?? lineas.length) : 0;
    return { title: csvImportTexts.failure, message: err.message, lineas, total };
  }
  return {
    title: csvImportTexts.connection,
    message: 'No llegamos al servidor. Revisá la conexión y volvé a intentar.',
    lineas: [],
    total: 0,
  };
}

interface CsvImportModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The API path that receives the file (multipart, field `file`). */
  endpoint: string;
  /** What the file must look like, shown above the file field. */
  help: ReactNode;
  /** What the file's rows are, for the counts after importing: 'servicio' / 'servicios'. */
  noun: ImportNoun;
  onImported: () => void;
}

/**
 * Choosing and sending a CSV file. Bad lines come back listed by number and reason; the chosen
 * file stays selected so it can be fixed and sent again.
 */
export function CsvImportModal({ opened, onClose, title, endpoint, help, noun, onImported }: CsvImportModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setFile(null);
    setFieldError(null);
    setFailure(null);
    onClose();
  }

  async function send() {
    setFailure(null);
    if (file === null) {
      setFieldError(csvImportTexts.noFile);
      return;
    }
    if (file.size > MAX_CSV_BYTES) {
      setFieldError(csvImportTexts.tooLarge);
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      const result = await api<ImportResult>(endpoint, { method: 'POST', body, redirectOn401: false });
      notifications.show({
        color: 'green',
        title: csvImportTexts.success,
        message: importResultMessage(result, noun),
      });
      setBusy(false);
      setFile(null);
      onImported();
      onClose();
    } catch (err) {
      setBusy(false);
      setFailure(failureOf(err));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg">
      <Stack gap="md">
        <Text size="sm" component="div">
          {help}
        </Text>
        <FileInput
          label="Archivo CSV"
          placeholder="Elegí un archivo .csv"
          accept=".csv,text/csv,text/plain"
          leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
          value={file}
          onChange={(f) => {
            setFile(f);
            setFieldError(null);
            setFailure(null);
          }}
          error={fieldError}
          clearable
        />
        {failure !== null && (
          <Alert color="red" title={failure.title} role="alert">
            <Text size="sm">{failure.message}</Text>
            {failure.lineas.length > 0 && (
              <List size="sm" mt="xs" spacing={2}>
                {failure.lineas.map((l) => (
                  <List.Item key={l.linea}>
                    Línea {l.linea}: {l.motivo}
                  </List.Item>
                ))}
              </List>
            )}
            {failure.total > failure.lineas.length && (
              <Text size="sm" mt="xs">
                …y {contar(failure.total - failure.lineas.length, 'línea')} más con errores.
              </Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancelar
          </Button>
          <Button onClick={() => void send()} loading={busy}>
            Importar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
