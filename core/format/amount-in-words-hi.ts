/**
 * An amount in Hindi words on the Indian scale (issue 34: the receipt and bill in her language).
 * Hindi has its own word for every number below a hundred (इक्कीस, not "बीस एक"), so they are a
 * table; above it the scale is सौ, हज़ार, लाख, करोड़ as in English's hundred, thousand, lakh, crore.
 */
// biome-ignore format: ten to a line, so a number's line is its tens digit.
const BELOW_HUNDRED = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चौवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पंचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
] as const;

const word = (n: number): string => BELOW_HUNDRED[n] ?? '';

/** Whole rupees (1 and up) in Hindi words: करोड़, लाख, हज़ार, सौ, then the rest. */
function integerInWords(value: bigint): string {
  const parts: string[] = [];
  const crore = value / 10_000_000n;
  let rest = value % 10_000_000n;
  if (crore > 0n) parts.push(`${integerInWords(crore)} करोड़`);
  const scales: [bigint, string][] = [
    [100_000n, 'लाख'],
    [1000n, 'हज़ार'],
    [100n, 'सौ'],
  ];
  for (const [size, name] of scales) {
    const count = Number(rest / size);
    rest %= size;
    if (count) parts.push(`${word(count)} ${name}`);
  }
  if (rest) parts.push(word(Number(rest)));
  return parts.join(' ');
}

/** "एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचहत्तर पैसे मात्र" for 1,23,456.75. */
export function amountInHindiWords(paise: bigint): string {
  const rupees = paise / 100n;
  const rest = Number(paise % 100n);
  const whole = rupees === 0n ? word(0) : integerInWords(rupees);
  if (!rest) return `${whole} रुपये मात्र`;
  return rupees === 0n ? `${word(rest)} पैसे मात्र` : `${whole} रुपये और ${word(rest)} पैसे मात्र`;
}
