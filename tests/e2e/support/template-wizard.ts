import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

// The report wizard's steps as the templates e2e drives them (tests/e2e/report-templates.test.ts).

/** Chooses the study type and fills the indication and technique. */
export async function basics(wizard: Locator, template: string) {
  const studyType = wizard.getByLabel('Study Type *');
  await studyType.selectOption({ label: template });
  // Under load the template list can re-render the select after the choice; choose again until the
  // choice holds, or Apply Normal Template stays disabled for want of a template.
  await expect
    .poll(async () => {
      const chosen = await studyType.evaluate(
        (select) => (select as unknown as { selectedOptions: { label: string }[] }).selectedOptions[0]?.label,
      );
      if (chosen !== template) await studyType.selectOption({ label: template });
      return chosen;
    })
    .toBe(template);
  await wizard.getByLabel('Clinical Indication *').fill('Neck swelling for evaluation');
  await wizard.getByLabel('Examination Technique *').fill('High-frequency linear probe sonography');
}

/** Moves the wizard one step on and waits until it shows that step (a click during a re-render is lost). */
export async function next(wizard: Locator) {
  const progress = wizard.getByRole('progressbar', { name: 'Report progress' });
  const step = Number(await progress.getAttribute('aria-valuenow'));
  // A toast ("Normal Template Applied", "Check the impression") can sit over Next on a phone, and the
  // pointer resting on it pauses its timer: close them, as a person would.
  const toasts = wizard.page().locator('[aria-label="Close notification"]');
  for (const close of await toasts.all()) await close.click({ force: true }).catch(() => undefined);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.locator(`[role="progressbar"][aria-valuenow="${step + 1}"]`).waitFor();
}

/** Site, composition, echogenicity, wider-than-tall shape and margin of a nodule, by the option's words. */
export async function describeNodule(nodule: Locator, [site, composition, echogenicity, margin]: string[]) {
  await nodule.getByLabel('Site').selectOption({ label: site ?? '' });
  for (const [label, words] of [
    ['Composition', composition],
    ['Echogenicity', echogenicity],
    ['Shape', 'Wider-than-tall'],
    ['Margin', margin],
  ] as const) {
    const option = nodule
      .getByLabel(label)
      .locator('option', { hasText: words ?? '' })
      .first();
    await nodule.getByLabel(label).selectOption({ label: (await option.textContent()) ?? '' });
  }
}
