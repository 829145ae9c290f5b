import '@mantine/core/styles.css';
import { MantineProvider, Text, Title } from '@mantine/core';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [status, setStatus] = useState('checking…');
  useEffect(() => {
    fetch('/api/health')
      .then((response) => response.json() as Promise<{ status: string }>)
      .then((body) => setStatus(body.status))
      .catch(() => setStatus('unreachable'));
  }, []);
  return (
    <main style={{ padding: 24 }}>
      <Title order={1}>Bahi</Title>
      <Text>Server: {status}</Text>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <MantineProvider>
      <App />
    </MantineProvider>
  </StrictMode>,
);
