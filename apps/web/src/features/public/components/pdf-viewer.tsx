import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { Box, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

// The worker is bundled with the app (no CDN).
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export const LOADING_TEXT = 'Loading...';

/** A PDF drawn by react-pdf; if it cannot load, the same file in an inline frame. */
export default function PdfViewer({ file, title }: { file: string; title: string }) {
  const [pages, setPages] = useState(0);
  const [failed, setFailed] = useState(false);
  const { ref, width } = useElementSize();
  if (failed) {
    return (
      <iframe
        src={file}
        title={title}
        style={{ width: '100%', height: '80vh', border: 0, borderRadius: 12 }}
        data-testid="pdf-iframe"
      />
    );
  }
  return (
    <Box ref={ref} data-testid="pdf-viewer">
      <Document
        file={file}
        onLoadSuccess={(document) => setPages(document.numPages)}
        onLoadError={() => setFailed(true)}
        onSourceError={() => setFailed(true)}
        loading={
          <Text ta="center" py="xl">
            {LOADING_TEXT}
          </Text>
        }
        error={
          <Text ta="center" py="xl">
            {LOADING_TEXT}
          </Text>
        }
      >
        <Stack gap="md">
          {Array.from({ length: pages }, (_, index) => (
            <Box
              key={index}
              style={{ boxShadow: '0 4px 20px rgba(16,31,58,0.12)', borderRadius: 4, overflow: 'hidden' }}
            >
              <Page
                pageNumber={index + 1}
                width={width > 0 ? Math.min(width, 900) : undefined}
                loading={
                  <Text ta="center" py="xl">
                    {LOADING_TEXT}
                  </Text>
                }
              />
            </Box>
          ))}
        </Stack>
      </Document>
    </Box>
  );
}
