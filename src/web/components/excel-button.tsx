import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { messages } from '#shared/messages.ts';
import { apiFile } from '#web/lib/api.ts';
import { downloadBlob } from '#web/lib/download.ts';

/**
 * 'Exportar Excel' beside a CSV export (issue 19): the server writes the file (decision 021), the
 * browser only saves it. Loading while it comes; a failure is a Spanish notification.
 */
export function ExcelButton({ path, disabled = false }: { path: string; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await apiFile(path, 'exportacion.xlsx');
      downloadBlob(file.fileName, file.blob);
    } catch (err) {
      notifications.show({
        color: 'red',
        title: 'No pudimos exportar el Excel',
        message: err instanceof Error ? err.message : messages.internal,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
      loading={busy}
      disabled={disabled}
      onClick={() => void download()}
    >
      Exportar Excel
    </Button>
  );
}
