import { z } from 'zod';

/**
 * What a report of a pregnant woman prints about the centre's PC-PNDT registration (issue 29 §4,
 * issue 32 item 7): that the registration is not recorded, the registered machine the doctor
 * chose, and a machine that sent the study's images or measurements without being registered.
 * The server works these facts out (GET /api/pcpndt-registration/reports/:id/print-facts); the
 * print page and the PDF turn them into the same lines here.
 */
export const ReportPcpndtFactsSchema = z.object({
  registrationMissing: z.boolean(),
  /** "GE Voluson E8 (S/N VE8-2231)": the report's machine, or null when none was chosen. */
  machine: z.string().nullable(),
  /** Make, model and serial of each machine that sent this study while not registered. */
  unregisteredMachines: z.array(z.string()),
});
export type ReportPcpndtFacts = z.infer<typeof ReportPcpndtFactsSchema>;

export const REPORT_REGISTRATION_MISSING = 'This centre’s PC-PNDT registration is not recorded.';
export const REPORT_MACHINE_LABEL = 'Ultrasound machine used';
export const UNREGISTERED_MACHINE_LABEL = 'Unregistered machine';
export const unregisteredMachineText = (machines: readonly string[]) =>
  `images or measurements of this study came from ${machines.join(', ')}, which is not among the centre’s PC-PNDT registered machines.`;

/** The lines, in print order; none when there is nothing to say. */
export function reportPcpndtLines(facts: ReportPcpndtFacts | null | undefined): string[] {
  if (!facts) return [];
  const lines: string[] = [];
  if (facts.registrationMissing) lines.push(REPORT_REGISTRATION_MISSING);
  if (facts.machine) lines.push(`${REPORT_MACHINE_LABEL}: ${facts.machine}`);
  if (facts.unregisteredMachines.length)
    lines.push(`${UNREGISTERED_MACHINE_LABEL}: ${unregisteredMachineText(facts.unregisteredMachines)}`);
  return lines;
}
