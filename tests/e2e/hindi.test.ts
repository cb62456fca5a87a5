import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_TESTS,
  DIAGNOSIS_BASES,
  INVASIVE_INDICATIONS,
  INVASIVE_PROCEDURES,
} from '../../core/formf/formf-sections.ts';
import { SELF_REFERRAL_NOTE } from '../../core/formf/formf-statutory-text.ts';
import { FORM_F_INDICATIONS } from '../../core/formf/indications.ts';
import { BUILT_IN_DEFINITIONS } from '../../core/reports/templates/template-access.ts';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { onlyFormF } from './support/formf-evidence-api.ts';
import { chooseMonth } from './support/formf-pages.ts';
import { chooseHindiOnDevice, untranslatedWords } from './support/hindi-words.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 34: the screens in Hindi, the switch remembered on the device before sign-in and on the
// person after it, and no English left on a translated screen but names, units and the data.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

describe('the portal in हिन्दी', () => {
  it('switches before sign-in and keeps the choice on the device', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });
    const page = await context.newPage();
    watchConsole(page);
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The sign-in page is prerendered HTML: a choice made before the script has taken the page over
    // is lost with the static markup, so choose again until the page answers (its label is then
    // Hindi too).
    const language = page.getByRole('combobox', { name: /^(Language|भाषा)$/ });
    await expect
      .poll(
        async () => {
          if ((await page.getAttribute('html', 'lang')) !== 'hi-IN') await language.selectOption('hi-IN');
          return page.getAttribute('html', 'lang');
        },
        { timeout: 30_000 },
      )
      .toBe('hi-IN');
    await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    await page.reload();
    await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();
    await page.getByRole('button', { name: 'साइन इन करें' }).waitFor();
    await screenshot(page, 'hindi-login-390');
    // A toast is screen text too: a refused sign-in is told in Hindi, title and reason.
    allowConsoleErrors(/status of 401/);
    await page.getByLabel('ईमेल').fill('nobody@example.com');
    await page.getByLabel('पासवर्ड').fill('not-the-password-1');
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    await page.getByText('लॉगिन विफल', { exact: true }).waitFor();
    await page.getByText('ईमेल या पासवर्ड गलत है। कृपया अपने विवरण जाँचकर फिर से प्रयास करें।', { exact: true }).waitFor();
    // Radix announces it to screen readers with its own label, which is Hindi too.
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^सूचना लॉगिन विफल/);
    await context.close();
  });

  it('walks the public pages in Hindi with no English left', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });
    await chooseHindiOnDevice(context);
    const page = await context.newPage();
    watchConsole(page);
    // A link that is not (or no longer) valid is an expected 404 or 410 from the server.
    allowConsoleErrors(/status of 4\d\d/);
    const pages: [path: string, heading: string, level: 1 | 2][] = [
      ['/', 'अल्ट्रासाउंड रिपोर्ट और PCPNDT अनुपालन, एक ही पोर्टल में', 1],
      ['/no-such-page', 'पृष्ठ नहीं मिला', 1],
      ['/verify/abcdefghijklmnopqrstuvwxyz', 'रिपोर्ट सत्यापन', 1],
      [`/shared-report/${'x'.repeat(43)}`, 'अल्ट्रासाउंड रिपोर्ट', 1],
    ];
    for (const [path, heading, level] of pages) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: heading, level }).waitFor();
      await page.waitForLoadState('networkidle');
      // The verification code is the visitor's own input.
      const english = await untranslatedWords(page, [path.split('/')[2] ?? '']);
      expect({ path, english }).toEqual({ path, english: [] });
    }
    // Every information and policy page of the footer. The foreign laws keep their English names.
    const lawNames = [
      'Health Insurance Portability and Accountability Act Security Rule Business Associate Agreement',
      'General Data Protection Regulation',
    ];
    for (const path of [
      '/contact',
      '/privacy-policy',
      '/terms',
      '/terms-of-service',
      '/refund',
      '/help-center',
      '/documentation',
      '/training-videos',
      '/system-status',
      '/gdpr-compliance',
      '/hipaa-compliance',
      '/pcpndt-compliance',
      '/shipping',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page
        .getByRole('link', { name: 'होम पर वापस' })
        .or(page.getByRole('button', { name: 'होम पर वापस' }))
        .first()
        .waitFor();
      const english = await untranslatedWords(page, [...lawNames, 'argon2id', 'XXXX']);
      expect({ path, english }).toEqual({ path, english: [] });
    }
    // The landing page's pricing and footer, and the verification page's answer, are in Hindi too.
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'आसान मासिक क़ीमतें' }).waitFor();
    await page.getByRole('button', { name: 'बेसिक चुनें' }).waitFor();
    await screenshot(page, 'hindi-landing-390');
    await context.close();
  });

  it('walks the translated screens with no English left, and the profile remembers the language', async () => {
    const signup = buildSignup();
    const { token } = await signUpThroughApi(server.url, signup, { startTrial: true });
    const patientInput = buildPatient();
    const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', patientInput);
    await postAsClinic(server.url, token, '/api/reports', buildReport(patient.id));
    // A second woman with no report yet: the report wizard offers her.
    const expecting = buildPatient({ firstName: 'Kavita', lastName: 'Verma', email: 'kavita@example.in' });
    const { patientId: expectingId } = await postAsClinic<{ patientId: string }>(
      server.url,
      token,
      '/api/patients',
      expecting,
    );
    const page = await openSignedInPage(browser, token);
    watchConsole(page);
    // The clinic's own data (names, registration numbers) and the user's initials stay as typed.
    const initials = `${signup.firstName.charAt(0)}${signup.lastName.charAt(0)}`;
    const data = [
      ...Object.values(signup).filter((value) => typeof value === 'string'),
      ...Object.values(patientInput).filter((value) => typeof value === 'string'),
      ...Object.values(expecting).filter((value) => typeof value === 'string'),
      expectingId,
      `${expecting.firstName.charAt(0)}${expecting.lastName.charAt(0)}`,
      // The template list names the templates as their content does (clinic data, not the app's words).
      ...BUILT_IN_DEFINITIONS.map((template) => template.name),
      initials,
      `${patientInput.firstName.charAt(0)}${patientInput.lastName.charAt(0)}`.toUpperCase(),
    ];

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi-IN');
    await page.getByRole('heading', { name: 'डैशबोर्ड सारांश' }).waitFor();
    // The screen changes at once; the profile is saved behind it.
    const savedLanguage = async () => {
      const me = await fetch(`${server.url}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await me.json()) as { language: string | null }).language;
    };
    await expect.poll(savedLanguage, { timeout: 15_000 }).toBe('hi-IN');

    const screens: [path: string, heading: string][] = [
      ['/dashboard', 'डैशबोर्ड सारांश'],
      ['/patients', 'मरीज़ प्रबंधन'],
      ['/payments', 'भुगतान प्रबंधन'],
      ['/team', 'टीम'],
      ['/activity', 'गतिविधि लॉग'],
      ['/analytics', 'विश्लेषण'],
      // The plan's name and the trial's expiry line ("N दिन शेष").
      ['/billing', 'बिलिंग और सदस्यता'],
      // The report list with its one report, and Patient History (Form F records).
      ['/reports', 'रिपोर्ट'],
      ['/pcpndt', 'मरीज़ का इतिहास'],
    ];
    // A trial clinic's Analytics asks for the figures and is told 402: the upgrade card shows instead.
    allowConsoleErrors(/status of 402/);
    for (const [path, heading] of screens) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByText('लोड हो रहा है').first().waitFor({ state: 'hidden' });
      if (path === '/billing') await page.getByText(/\d+ दिन शेष/).waitFor();
      if (path === '/reports') await page.getByRole('cell', { name: 'पेट का अल्ट्रासाउंड' }).waitFor();
      expect({ path, english: await untranslatedWords(page, data) }).toEqual({ path, english: [] });
      if (path !== '/dashboard' && path !== '/patients' && path !== '/payments')
        await screenshot(page, `hindi${path.replace('/', '-')}-1366`);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/patients`);
    await page.getByRole('heading', { name: 'मरीज़ प्रबंधन', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'नया मरीज़' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('पहला नाम *').waitFor();
    // Not yet asserted free of English: the two consent sentences are still English constants.
    await screenshot(page, 'hindi-register-patient-390');
    await page.keyboard.press('Escape');

    // The report wizard's first step, filled for an obstetric scan (the clinical text is the doctor's).
    const indication = 'Routine anomaly scan';
    await page.goto(`${server.url}/reports`);
    await page.getByRole('heading', { name: 'रिपोर्ट', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'रिपोर्ट बनाएँ' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'रिपोर्ट बनाएँ' });
    await wizard.getByRole('heading', { name: 'मूल जानकारी' }).waitFor();
    // Save with nothing filled: the error summary and the field errors are Hindi too.
    await wizard.getByRole('button', { name: 'ड्राफ़्ट सहेजें' }).click();
    await wizard.getByText('सहेजने से पहले ये सुधारें:').waitFor();
    await wizard.getByText('मरीज़ चुनना आवश्यक है').first().waitFor();
    expect({ step: 'errors', english: await untranslatedWords(page, data) }).toEqual({
      step: 'errors',
      english: [],
    });
    await wizard.getByLabel('मरीज़ *').selectOption({ label: `Kavita Verma (${expectingId})` });
    const obstetric = BUILT_IN_DEFINITIONS.find(
      (template) => template.reportType === 'obstetric_second_third_trimester',
    );
    // A built-in template is listed by its name in the screen's language.
    const hindi = JSON.parse(readFileSync('web/src/locales/hi-IN.json', 'utf8')) as Record<string, string>;
    await wizard.getByLabel('जाँच का प्रकार *').selectOption({ label: hindi[obstetric?.name ?? ''] ?? '' });
    await wizard.getByLabel('जाँच का कारण *').fill(indication);
    await wizard.getByText(`${obstetric?.name}: संदर्भ`).waitFor();
    const technique = await wizard.getByLabel('जाँच की तकनीक *').inputValue();
    expect(technique).not.toBe('');
    const filled = [...data, indication, technique];
    expect({ step: 'basic info', english: await untranslatedWords(page, filled) }).toEqual({
      step: 'basic info',
      english: [],
    });
    await screenshot(page, 'hindi-report-wizard-390');
  });
  it("walks Form F completion and the monthly register in Hindi with only the law's English left", async () => {
    const signup = buildSignup();
    const { token } = await signUpThroughApi(server.url, signup, { startTrial: true });
    const patientInput = buildPatient({ isObstetric: true, spouseName: 'Arun Singh' });
    const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', patientInput);
    const report = buildReport(patient.id, 'obstetric_second_third_trimester');
    await postAsClinic(server.url, token, '/api/reports', report);
    const { id } = await onlyFormF(server.url, token);
    const form = (await (
      await fetch(`${server.url}/api/pcpndt-forms/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Record<string, unknown>;
    const page = await openSignedInPage(browser, token);
    await chooseHindiOnDevice(page.context());
    watchConsole(page);
    // The clinic's and the woman's data, the record's codes, the user's initials and the indication
    // codes (i to xxiii, as the law numbers them) stay as they are.
    const data = [
      `${signup.firstName.charAt(0)}${signup.lastName.charAt(0)}`,
      ...FORM_F_INDICATIONS.map((indication) => indication.code),
      ...[signup, patientInput, report].flatMap((values) =>
        Object.values(values).filter((value) => typeof value === 'string'),
      ),
      ...['formId', 'patientCode', 'studyCode', 'otherIndication', 'doctorName', 'clinicName'].map((key) =>
        typeof form[key] === 'string' ? form[key] : '',
      ),
    ];
    // Form F's official lists and note 7(b) keep the law's English wording on screen, as they print.
    const statutory = [
      SELF_REFERRAL_NOTE,
      ...[FORM_F_INDICATIONS, DIAGNOSIS_BASES, INVASIVE_INDICATIONS, INVASIVE_PROCEDURES, ADDITIONAL_TESTS].flatMap(
        (list) => list.map((option) => option.text),
      ),
    ];

    await page.goto(`${server.url}/pcpndt?formId=${id}&edit=1`);
    const edit = page.getByRole('dialog', { name: 'फ़ॉर्म F पूरा करें' });
    await edit.getByText('खंड A: मरीज़ और रेफ़रल').waitFor();
    // Open the parts shown on demand: the witness of a thumb impression and Section C.
    await edit.getByRole('radio', { name: 'अंगूठे का निशान' }).check();
    await edit.getByLabel('पहचान करने वाले (नाम) *').waitFor();
    await edit.getByRole('checkbox', { name: /^आक्रामक प्रक्रिया की गई/ }).click();
    await edit.getByLabel('प्रक्रिया करने वाले डॉक्टर (मद 17) *').waitFor();
    await page.getByText('लोड हो रहा है').first().waitFor({ state: 'hidden' });
    // What is missing is core's message per item (FORM_F_REQUIRED_ITEMS), in Hindi like the rest.
    await edit.getByRole('status').locator('li').first().waitFor();
    expect({
      screen: 'Form F completion',
      english: await untranslatedWords(page, data, statutory),
    }).toEqual({ screen: 'Form F completion', english: [] });
    await screenshot(page, 'hindi-formf-edit-1366');
    await edit.getByRole('button', { name: 'रद्द करें' }).click();
    await edit.waitFor({ state: 'hidden' });

    // The monthly register: this month's, with its form, then last month's, empty and recordable
    // as filed. The register's table is the Rule 9(1) register as it prints, in English.
    await page.goto(`${server.url}/pcpndt?tab=register`);
    const register = page.getByRole('heading', { level: 2, name: /का रजिस्टर$/ });
    await register.waitFor();
    const table = page.getByRole('table', { name: /का फ़ॉर्म F रजिस्टर/ });
    await table.waitFor();
    expect({
      screen: 'register',
      english: await untranslatedWords(page, data, [await table.innerText()]),
    }).toEqual({ screen: 'register', english: [] });
    await screenshot(page, 'hindi-formf-register-1366');
    const names = { month: 'महीना', year: 'वर्ष' };
    const year = Number(await page.getByLabel(names.year, { exact: true }).inputValue());
    const mm = Number(await page.getByLabel(names.month, { exact: true }).inputValue());
    await chooseMonth(page, mm === 1 ? `${year - 1}-12` : `${year}-${String(mm - 1).padStart(2, '0')}`, names);
    await page.getByText('दर्ज करें कि मासिक रिपोर्ट जमा की गई').waitFor();
    await page.getByText(/में कोई फ़ॉर्म F रिकॉर्ड नहीं$/).waitFor();
    expect({ screen: 'register, last month', english: await untranslatedWords(page, data) }).toEqual({
      screen: 'register, last month',
      english: [],
    });
  });

  it("shows the server's refusal of a bill in Hindi where the front desk shows it, under the total", async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const asClinic = (method: string, path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await asClinic('PATCH', '/api/auth/profile', { language: 'hi-IN' })).status).toBe(200);
    const fees = await asClinic('PUT', '/api/fee-list', {
      concessionLimitPercent: 10,
      gstin: null,
      items: [{ name: 'Anomaly scan', kind: 'study', studyType: 'obstetric_second_third_trimester', price: 1500 }],
    });
    expect(fees.status).toBe(200);
    await postAsClinic(server.url, token, '/api/patients', buildPatient({ firstName: 'Sunita', lastName: 'Rao' }));
    const page = await openSignedInPage(browser, token);
    watchConsole(page);
    // The concession's reason is the server's to ask for: the desk sends the bill without one.
    allowConsoleErrors(/status of 400/);
    await page.goto(`${server.url}/front-desk`);
    await page.getByRole('heading', { name: 'फ़्रंट डेस्क', level: 1 }).waitFor();
    // The desk's keyboard shortcuts are named in Hindi too (they were English on a Hindi screen).
    const shortcuts = page.getByRole('list', { name: 'कीबोर्ड शॉर्टकट' });
    await shortcuts.getByText('मरीज़ खोजें').waitFor();
    await shortcuts.getByText('जाँच जोड़ें').waitFor();
    await page.getByRole('combobox', { name: 'मरीज़ खोजें (नाम, ID या फ़ोन)' }).fill('sunita');
    await page.getByRole('option', { name: /Sunita Rao/ }).click();
    const items = page.getByRole('combobox', { name: /जाँच या मद जोड़ें/ });
    await items.fill('anomaly');
    await page.getByRole('option', { name: /Anomaly scan/ }).waitFor();
    await items.press('Enter');
    await page.getByLabel('छूट', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'बिल बनाएँ' }).click();
    // BILL_MESSAGES.concessionReasonRequired, in the catalog's Hindi rather than the spec's English.
    const refusal = page.getByRole('alert').filter({ hasText: /reason|कारण/ });
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('छूट के लिए कारण देना ज़रूरी है');
    expect(await page.getByText('A concession needs a reason').count()).toBe(0);
    await screenshot(page, 'hindi-front-desk-refusal-1280');
    await page.context().close();
  });
});
