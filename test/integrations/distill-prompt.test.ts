import { describe, expect, it } from 'vitest';
import { samplingPrompt } from '../../src/integrations/distill-prompt.js';

describe('samplingPrompt', () => {
  it('tells the model that assistant proposals are not decisions until the user confirms them', () => {
    const prompt = samplingPrompt('User: we use pnpm\n\nAssistant: we should switch to bun', 1, 1);
    expect(prompt).toMatch(/Assistant proposes or recommends is not a decision unless the User confirms it/);
    expect(prompt).toContain('<transcript>\nUser: we use pnpm');
  });
});
