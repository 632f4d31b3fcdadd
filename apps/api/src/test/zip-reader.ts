import yauzl from 'yauzl';

/** Every file of a ZIP as bytes, by name, in the ZIP's order. */
export function readZipBytes(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('No ZIP'));
      const files = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(files));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(entry.fileName));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** Every file of a ZIP as text (UTF-8), by name: how a customer's unzip tool would see it. */
export async function readZip(zip: Buffer): Promise<Map<string, string>> {
  const files = await readZipBytes(zip);
  return new Map([...files].map(([name, bytes]) => [name, bytes.toString('utf8')]));
}
