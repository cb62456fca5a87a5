import type { FastifyReply } from 'fastify';

/** A made document as a download: never cached (it carries patient data), named for the record. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
