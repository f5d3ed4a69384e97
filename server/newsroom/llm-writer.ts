// The newsroom's optional language-model writer: asks an OpenAI-compatible chat endpoint
// (LLM_BASE_URL, LLM_MODEL) for the words of an item whose event (type, sentiment, impact) we have
// already decided, so a model can never choose how far a price moves. It asks for English, Hebrew
// and Spanish in one request, from the same facts (docs/decisions/018), and holds each language to
// the same checks as the built-in writer's (core/newsroom/check-written): a language that fails is
// left out with its reason, and the newsroom has the built-in writer write that one. An answer
// that cannot be used at all (HTTP error, not JSON, too slow) throws.
import { z } from 'zod';
import { CONTENT_LANGUAGES, type ContentLanguage } from '#core/content-language';
import { problemsWith, writtenWordsSchema } from '#core/newsroom/check-written';
import {
  CONTENT_PARAGRAPHS_MAX,
  CONTENT_PARAGRAPHS_MIN,
  HEADLINE_MAX,
  SUMMARY_MAX,
  type NewsEvent,
  type NewsroomCompany,
  type NewsWords,
  type PreviousNews,
} from '#core/newsroom/types';

export interface LlmWriterOptions {
  /** e.g. https://api.example.com/v1 (the path /chat/completions is added). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** The model's words in each language that passed, and why each other language was refused. */
export interface LlmAnswer {
  words: Partial<Record<ContentLanguage, NewsWords>>;
  refused: Partial<Record<ContentLanguage, string>>;
}

export type LlmWriter = (company: NewsroomCompany, event: NewsEvent, previous?: PreviousNews) => Promise<LlmAnswer>;

/** The part of an OpenAI-compatible chat completion we read. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const WORDS_SHAPE = `{"headline": string (one line, at most ${HEADLINE_MAX} characters, no final full stop), "summary": string (one or two sentences, at most ${SUMMARY_MAX} characters), "content": string (${CONTENT_PARAGRAPHS_MIN} to ${CONTENT_PARAGRAPHS_MAX} short paragraphs separated by a blank line)}`;

const SYSTEM_PROMPT = [
  'You write short business news for Bolts, a stock-trading game for teenagers with fictional companies and a virtual currency called Bolts.',
  'Write clearly and kindly for readers aged 13 to 18: no insults, no violence, no adult themes, no links, no investment advice ("buy", "sell", "guaranteed").',
  'Use only the facts you are given; the company and everything about it is fictional.',
  'Write the same news item in English, Hebrew and Spanish: the same facts and figures in each, but written naturally for each language, not translated word for word.',
  'Hebrew is written in Hebrew letters with correct gender agreement; Spanish is neutral Latin American Spanish. In every language keep the names of companies, people, places and products and the ticker symbol exactly as given, in Latin letters, and write numbers the way that language writes them (Spanish: 9,48 and 48.000).',
  `Answer with one JSON object and nothing else: {"en": ${WORDS_SHAPE}, "he": the same in Hebrew, "es": the same in Spanish}.`,
].join(' ');

const TYPE_WORDS: Record<NewsEvent['newsType'], string> = {
  market_update: 'a market update about how the shares traded',
  earnings: 'quarterly earnings results',
  partnership: 'a new partnership',
  product_launch: 'a product launch',
  operational: 'news about how the company runs (factories, hiring, supply)',
  regulatory: 'news from regulators or a rule change',
};

/** The user message: the event and the company's facts, amounts in Bolts. */
export function promptFor(company: NewsroomCompany, event: NewsEvent, previous?: PreviousNews): string {
  const bolts = (minor: number) => `${(minor / 100).toLocaleString('en-US')} Bolts`;
  const facts: Record<string, unknown> = {
    name: company.name,
    symbol: company.symbol,
    sector: company.category,
    industry: company.industry,
    description: company.description,
    ceo: company.ceo,
    headquarters: company.headquarters,
    founded: company.founded,
    employees: company.employees,
    products: company.products,
    latestQuarter: company.latestQuarter && {
      quarter: company.latestQuarter.quarter,
      revenue: bolts(company.latestQuarter.revenueMinor),
      netIncome: bolts(company.latestQuarter.netIncomeMinor),
      earningsPerShare: bolts(company.latestQuarter.earningsPerShareMinor),
    },
    previousQuarterRevenue: company.previousQuarter && bolts(company.previousQuarter.revenueMinor),
    descriptionHebrew: company.translations?.he?.description,
    descriptionSpanish: company.translations?.es?.description,
  };
  const known = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== null && v !== undefined));
  return [
    `Write ${TYPE_WORDS[event.newsType]} about ${company.name} (${company.symbol}).`,
    `The news is ${event.sentiment} for the company, with strength ${Math.abs(event.impactScore).toFixed(1)} on a scale of 0 to 10.`,
    `Facts: ${JSON.stringify(known)}`,
    previous
      ? `Do not reuse these previous headlines or any of their sentences: ${JSON.stringify({
          en: previous.headline,
          he: previous.translations?.he?.headline,
          es: previous.translations?.es?.headline,
        })}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The JSON object in a model's answer, with or without a ``` fence around it. */
function parseAnswer(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse((fenced?.[1] ?? content).trim());
}

const previousIn = (previous: PreviousNews | undefined, language: ContentLanguage): NewsWords | undefined =>
  language === 'en' ? previous : previous?.translations?.[language];

/**
 * Each language of the answer, checked on its own. A model that answered one language only
 * (the old `{headline, summary, content}`) gave English.
 */
function checkAnswer(answer: unknown, company: NewsroomCompany, previous: PreviousNews | undefined): LlmAnswer {
  const byLanguage =
    typeof answer === 'object' && answer !== null && !('headline' in answer)
      ? (answer as Record<string, unknown>)
      : { en: answer };
  const result: LlmAnswer = { words: {}, refused: {} };
  for (const language of CONTENT_LANGUAGES) {
    const words = writtenWordsSchema.safeParse(byLanguage[language]);
    if (!words.success) {
      result.refused[language] = `the answer has the wrong shape: ${words.error.issues[0]?.message}`;
      continue;
    }
    const problems = problemsWith(words.data, company, previousIn(previous, language), language);
    if (problems.length > 0) result.refused[language] = `the answer was refused: ${problems.join('; ')}`;
    else result.words[language] = words.data;
  }
  return result;
}

export function createLlmWriter(options: LlmWriterOptions): LlmWriter {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async (company, event, previous) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0.8,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: promptFor(company, event, previous) },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!res.ok) throw new Error(`the model answered HTTP ${res.status}`);
    const completion = completionSchema.safeParse(await res.json());
    if (!completion.success) throw new Error('the answer is not a chat completion');
    const answer = checkAnswer(parseAnswer(completion.data.choices[0]!.message.content), company, previous);
    if (Object.keys(answer.words).length === 0) {
      throw new Error(Object.values(answer.refused)[0] ?? 'the answer is empty');
    }
    return answer;
  };
}
