import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DriverDocument } from '@/api/driver-documents.ts';
import { type ApiRequestInfo, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { DriverDocumentsPanel } from './driver-documents-panel.tsx';

describe('DriverDocumentsPanel', () => {
  it('uploads a chosen document as the raw file with its kind and name, then lists it', async () => {
    const uploads: { kind: string | null; filename: string | null; type: string | null; size: number }[] = [];
    let docs: DriverDocument[] = [];
    serveApi(
      apiHandler('get', '/driver/documents', () => ({ documents: docs })),
      apiHandler(
        'put',
        '/driver/documents',
        async ({ request, url }: ApiRequestInfo) => {
          const bytes = await request.arrayBuffer();
          uploads.push({
            kind: url.searchParams.get('kind'),
            filename: url.searchParams.get('filename'),
            type: request.headers.get('content-type'),
            size: bytes.byteLength,
          });
          const doc: DriverDocument = {
            id: '00000000-0000-4000-8000-0000000000d1',
            kind: 'drivers_licence',
            original_name: 'licence.png',
            content_type: 'image/png',
            size: bytes.byteLength,
            created_at: '2026-11-20T08:00:00.000Z',
            url: 'http://localhost/api/storage/signed/receipts/x?sig=1',
          };
          docs = [doc];
          return doc;
        },
        { status: 201 },
      ),
    );
    renderWithRouter(<DriverDocumentsPanel />);
    expect(await screen.findByText('No documents sent yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose what the document is.');
    fireEvent.change(screen.getByLabelText('Document'), { target: { value: 'drivers_licence' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'licence.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText(/^File/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send document' }));
    await waitFor(() =>
      expect(uploads).toEqual([
        { kind: 'drivers_licence', filename: 'licence.png', type: 'image/png', size: 7 },
      ]),
    );
    expect(await screen.findByRole('link', { name: "Driver's licence" })).toHaveAttribute(
      'href',
      'http://localhost/api/storage/signed/receipts/x?sig=1',
    );
    expect(screen.getByText('Document sent.')).toBeInTheDocument();
  });

  it('refuses a file of another type before sending it', async () => {
    serveApi(apiHandler('get', '/driver/documents', { documents: [] }));
    renderWithRouter(<DriverDocumentsPanel />);
    fireEvent.change(await screen.findByLabelText('Document'), { target: { value: 'id_document' } });
    fireEvent.change(screen.getByLabelText(/^File/), {
      target: { files: [new File(['x'], 'id.docx', { type: 'application/msword' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload an image (JPG, PNG, WebP) or PDF file',
    );
  });
});
