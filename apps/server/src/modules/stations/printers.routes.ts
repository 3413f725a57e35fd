import {
  confirmCloudPrntJob,
  createPrinter,
  editPrinter,
  getCloudPrntJob,
  listPrinters,
  pollCloudPrnt,
  printReceipt,
  renewPrinterToken,
  reprintOrder,
  revokePrinter,
  testPrint,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { PrintersService } from './printers.service.js';

/** What these routes use (decision 080). */
export type PrintersRoutesServices = { printers: PrintersService; tokens: TokenService };

export function registerPrintersRoutes(app: AppInstance, { printers, tokens }: PrintersRoutesServices) {
  registerEndpoint(app, listPrinters, async (request) => ({
    items: await printers.listPrinters(await requireUser(request, tokens), request.params.vendorLocationId),
  }));

  registerEndpoint(app, createPrinter, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const created = await printers.createPrinter(user, request.params.vendorLocationId, request.body);
    // The token is shown once: nothing may keep a copy of this answer.
    return reply.code(201).header('cache-control', 'no-store').send(created);
  });

  registerEndpoint(app, editPrinter, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, printerId } = request.params;
    return { printer: await printers.editPrinter(user, vendorLocationId, printerId, request.body) };
  });

  registerEndpoint(app, revokePrinter, async (request, reply) => {
    const user = await requireUser(request, tokens);
    await printers.revokePrinter(user, request.params.vendorLocationId, request.params.printerId);
    return reply.code(204).send(null);
  });

  registerEndpoint(app, renewPrinterToken, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const renewed = await printers.renewToken(user, request.params.vendorLocationId, request.params.printerId);
    return reply.header('cache-control', 'no-store').send(renewed);
  });

  registerEndpoint(app, testPrint, async (request) => {
    const user = await requireUser(request, tokens);
    return printers.testPrint(user, request.params.vendorLocationId, request.params.printerId);
  });

  registerEndpoint(app, reprintOrder, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, orderId } = request.params;
    return printers.reprint(user, vendorLocationId, orderId, request.body.stationId);
  });

  registerEndpoint(app, printReceipt, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, orderId } = request.params;
    return printers.printReceipt(user, vendorLocationId, orderId, request.body.printerId);
  });

  // Star CloudPRNT: the printer (or the print agent) polls, fetches its job, and confirms it.
  registerEndpoint(app, pollCloudPrnt, async (request) =>
    printers.poll(request.headers.authorization, request.body.statusCode ?? request.body.status),
  );

  registerEndpoint(app, getCloudPrntJob, async (request, reply) => {
    const bytes = await printers.fetchJob(request.headers.authorization, request.query.token, request.query.type);
    return reply
      .type(request.query.type)
      .header('cache-control', 'no-store')
      .header('x-star-cut', 'partial; feed=true')
      .send(Buffer.from(bytes));
  });

  registerEndpoint(app, confirmCloudPrntJob, async (request) =>
    printers.confirmJob(request.headers.authorization, request.query.token, request.query.code),
  );
}
