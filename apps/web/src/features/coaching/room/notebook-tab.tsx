import { Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { COACHING_ROOM, COACHING_ROOM_MESSAGES, insertCommentRequestSchema, type CoachingPair } from '@oola/domain';
import { useSchemaForm } from '../../../lib/schema-form';
import { useAddNote, useSessionNotes } from './api';
import { Loading, LoadFailed } from './load-state';

const NOTES_LOAD_FAILED = 'Sorry, we could not load your notes. Please try again.';

const noteSchema = insertCommentRequestSchema.pick({ comment: true });

function NoteForm({ pair }: { pair: CoachingPair }) {
  const form = useSchemaForm(noteSchema, { initialValues: { comment: '' } });
  const add = useAddNote(pair);
  // ADD NOTE waits for a valid note; only a too long one is worded.
  const savable = form.isValid();
  const tooLong = form.values.comment.trim().length > COACHING_ROOM.noteMax;
  const save = form.onSubmit(({ comment }) => add.mutate(comment, { onSuccess: () => form.reset() }));
  return (
    <Stack gap="xs">
      <Textarea
        aria-label="New note"
        placeholder="Write down what you want to remember from your sessions…"
        value={form.values.comment}
        onChange={(event) => form.setFieldValue('comment', event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
        error={tooLong ? COACHING_ROOM_MESSAGES.noteTooLong : add.isError ? add.error.message : null}
      />
      <Group justify="flex-end">
        <Button onClick={() => save()} disabled={!savable} loading={add.isPending}>
          ADD NOTE
        </Button>
      </Group>
    </Stack>
  );
}

/** NOTEBOOK: the pair's shared notes, newest first, with a form to add one on top. */
export function NotebookTab({ pair, writable }: { pair: CoachingPair; writable: boolean }) {
  const notes = useSessionNotes(pair);
  return (
    <Stack gap="md" h="100%">
      {writable && <NoteForm pair={pair} />}
      {notes.isPending && <Loading label="Loading notes" />}
      {notes.isError && (
        <LoadFailed title="Notebook" message={NOTES_LOAD_FAILED} onRetry={() => void notes.refetch()} />
      )}
      {notes.isSuccess && (
        <ScrollArea
          flex={1}
          mih={0}
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, 'aria-label': 'Notes' }}
        >
          <Stack gap="sm" data-testid="notes">
            {notes.data.length === 0 && (
              <Text ta="center" c="dimmed" fz="sm" py="lg">
                No notes yet.
              </Text>
            )}
            {notes.data.map((note) => (
              <Paper key={note.id} withBorder radius="md" p="sm" data-testid="note">
                <Group justify="space-between" gap="xs" mb={4}>
                  <Text fz="sm" fw={700} c="brand.8">
                    {note.authorName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {note.date} · {note.time}
                  </Text>
                </Group>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.comment}
                </Text>
              </Paper>
            ))}
          </Stack>
        </ScrollArea>
      )}
    </Stack>
  );
}
