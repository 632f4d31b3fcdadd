import yauzl from 'yauzl';

/** A ZIP's files (not its folders) as text, as an unzip tool shows them. */
export function unzip(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('No ZIP'));
      const files = new Map<string, string>();
      file.on('end', () => resolve(files));
      file.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return file.readEntry();
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(entry.fileName));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
