// A mail sink for the local compose run only (deploy/compose.local.yaml): it speaks just enough SMTP for nodemailer
// and prints every message it receives to stdout, so the smoke test can read the confirmation link. Never a real
// mail server: production sets SMTP_URL to one.
import { createServer } from 'node:net';

const port = Number(process.env.MAIL_SINK_PORT ?? 2525);

/** Quoted-printable undone (soft line breaks, =XX bytes), so a link in the message reads as one line. */
function readable(message) {
  if (!/quoted-printable/i.test(message)) return message;
  const bytes = message
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

createServer((socket) => {
  let buffer = '';
  let inData = false;
  let message = '';
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 mail-sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          console.log(`--- message ---\n${readable(message)}--- end ---`);
          message = '';
          reply('250 2.0.0 queued');
        } else message += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 mail-sink');
      else if (verb === 'DATA') {
        inData = true;
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 OK');
    }
  });
  socket.on('error', () => socket.destroy());
}).listen(port, '0.0.0.0', () => console.log(`mail sink listening on ${port}`));
