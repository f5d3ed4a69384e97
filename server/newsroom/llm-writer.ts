// The newsroom's optional language-model writer: asks an OpenAI-compatible chat endpoint
// (LLM_BASE_URL, LLM_MODEL) for the words of an item whose event (type, sentiment, impact) we have
// already decided, so a model can never choose how far a price moves. Its answer must pass the
// same checks as the built-in writer's (core/newsroom/check-written); anything else throws, and
// the newsroom falls back to the built-in writer.
import { z } from 'zod';
import { problemsWith, writtenWordsSchema } from '#core/newsroom/check-written';
import {
  CONTENT_PARAGRAPHS_MAX,
  CONTENT_PARAGRAPHS_MIN,
  HEADLINE_MAX,
  SUMMARY_MAX,
  type NewsEvent,
  type NewsroomCompany,
  type WrittenNews,
} from '#core/newsroom/types';

export interface LlmWriterOptions {
  /** e.g. https://api.example.com/v1 (the path /chat/completions is added). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export type LlmWriter = (company: NewsroomCompany, event: NewsEvent, previous?: WrittenNews) => Promise<WrittenNews>;

/** The part of an OpenAI-compatible chat completion we read. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const SYSTEM_PROMPT = [
  'You write short business news for Bolts, a stock-trading game for teenagers with fictional companies and a virtual currency called Bolts.',
  'Write clearly and kindly for readers aged 13 to 18: no insults, no violence, no adult themes, no links, no investment advice ("buy", "sell", "guaranteed").',
  'Use only the facts you are given; the company and everything about it is fictional.',
  `Answer with one JSON object and nothing else: {"headline": string (one line, at most ${HEADLINE_MAX} characters, no final full stop), "summary": string (one or two sentences, at most ${SUMMARY_MAX} characters), "content": string (${CONTENT_PARAGRAPHS_MIN} to ${CONTENT_PARAGRAPHS_MAX} short paragraphs separated by a blank line)}.`,
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
export function promptFor(company: NewsroomCompany, event: NewsEvent, previous?: WrittenNews): string {
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
  };
  const known = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== null && v !== undefined));
  return [
    `Write ${TYPE_WORDS[event.newsType]} about ${company.name} (${company.symbol}).`,
    `The news is ${event.sentiment} for the company, with strength ${Math.abs(event.impactScore).toFixed(1)} on a scale of 0 to 10.`,
    `Facts: ${JSON.stringify(known)}`,
    previous ? `Do not reuse this previous headline or any of its sentences: ${JSON.stringify(previous.headline)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The JSON object in a model's answer, with or without a ``` fence around it. */
function parseAnswer(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse((fenced?.[1] ?? content).trim());
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
    const words = writtenWordsSchema.safeParse(parseAnswer(completion.data.choices[0]!.message.content));
    if (!words.success) throw new Error(`the answer has the wrong shape: ${words.error.issues[0]?.message}`);
    const problems = problemsWith(words.data, company, previous);
    if (problems.length > 0) throw new Error(`the answer was refused: ${problems.join('; ')}`);
    return { ...event, ...words.data };
  };
}
