import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../ui/toast.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { apiKeyProblem, clearApiKey, keyEnding, setApiKey } from '../../api/auth/credentials.ts';
import { isApiError } from '../../api/errors.ts';
import { getConcept } from '../../api/uts/index.ts';
import { runtimeConfigQuery } from '../../lib/queries/runtimeConfig.ts';
import { useApiKey } from './useCredentials.ts';

type Check = 'checking' | 'accepted' | 'refused' | 'unchecked' | null;

const CHECK_TEXT: Record<Exclude<Check, null>, { color: string; text: string }> = {
  checking: { color: 'gray', text: 'Saved — checking the key with the service…' },
  accepted: { color: 'teal', text: 'Saved — the service accepted this key.' },
  refused: {
    color: 'red',
    text: 'Saved, but this key was refused by the service. Check it in your UTS profile, or clear it.',
  },
  unchecked: { color: 'yellow', text: 'Saved — not checked, the service could not be reached.' },
};

/**
 * One cheap call with the new key (a concept read, which needs authentication): a refused key
 * is said here, at Save, not on the next page. A not-found still means the key was accepted.
 */
async function checkKey(): Promise<Exclude<Check, 'checking' | null>> {
  try {
    await getConcept({ cui: 'C0027051' }, { signal: AbortSignal.timeout(10_000) });
    return 'accepted';
  } catch (e) {
    if (isApiError(e) && e.kind === 'auth') return 'refused';
    if (isApiError(e) && e.kind === 'not-found') return 'accepted';
    return 'unchecked';
  }
}

/** `/settings#api-key` (links from "API key needed" messages) lands in the key field. */
export const API_KEY_FIELD_ID = 'api-key';

/**
 * The saved key is never put back into the input: a pre-filled password field would hold it
 * in the page (React writes the value attribute). The field is only for a new key.
 */
export function ApiKeySection() {
  const stored = useApiKey();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>(null);
  const config = useQuery(runtimeConfigQuery());
  // On the emulator the demo key is offered back after "Clear key" (it is in the runtime
  // config only there); against the real service there is none to offer.
  const demoKey = config.data?.emulator ? config.data.demoApiKey : null;
  const input = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  const ending = keyEnding(stored);

  // Where a user comes to set a key, the cursor is already in the field.
  const wantsFocus = hash === `#${API_KEY_FIELD_ID}` || !stored;
  useEffect(() => {
    if (wantsFocus) input.current?.focus();
    // Only on arrival: clearing the key later must not pull focus away from the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  const save = (e: FormEvent) => {
    e.preventDefault();
    const why = apiKeyProblem(draft);
    if (why) {
      setProblem(why);
      input.current?.focus();
      return;
    }
    setApiKey(draft);
    setDraft('');
    setProblem(null);
    showToast({ message: 'API key saved for this tab' });
    setCheck('checking');
    void checkKey().then(setCheck);
  };
  const takeDemoKey = () => {
    if (!demoKey) return;
    setApiKey(demoKey);
    setCheck(null);
    showToast({ message: 'Demo key set for this tab' });
  };
  const clear = () => {
    clearApiKey();
    setDraft('');
    setProblem(null);
    setCheck(null);
    showToast({ message: 'API key cleared' });
    input.current?.focus();
  };

  return (
    <form onSubmit={save} aria-labelledby="api-key-title" noValidate>
      <Stack gap="xs">
        <Title order={2} size="h4" id="api-key-title">
          API key
        </Title>
        <Text size="sm" c="dimmed">
          Your UTS API key (from your UTS profile). It is kept only for this browser tab (session storage) and
          is sent to the server in a request header, never in a link.
        </Text>
        <Group gap="xs">
          <Text size="sm" data-testid="api-key-status">
            {stored ? 'A key is set for this tab.' : 'No key set.'}
          </Text>
          {ending && (
            <Text size="sm" c="dimmed" data-testid="api-key-ending">
              (It ends in …{ending}.)
            </Text>
          )}
        </Group>
        <PasswordInput
          ref={input}
          id={API_KEY_FIELD_ID}
          label={stored ? 'New UTS API key (replaces the saved one)' : 'UTS API key'}
          value={draft}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          aria-invalid={problem ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          maw={480}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the API key' }}
        />
        <Group>
          <Button type="submit">Save key</Button>
          <Button variant="default" onClick={clear} disabled={!stored}>
            Clear key
          </Button>
          {demoKey && stored !== demoKey && (
            <Button variant="light" onClick={takeDemoKey}>
              Use the demo key
            </Button>
          )}
        </Group>
        {check && (
          <Alert color={CHECK_TEXT[check].color} role="status" data-testid="api-key-check" maw={640}>
            {CHECK_TEXT[check].text}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
