// Studio request rules (spec §5): pictures .jpg or .png under 2 MB each, About Yourself required. The form
// checks the browser's file type and size; the server checks the same limits, the type by content.
import { STUDIO_REQUEST_LIMITS } from '../constants';
import { isBlank, type FieldProblem } from './text';

export type StudioRequestField = 'images' | 'message';

export function studioRequestProblems(images: { type: string; size: number }[], message: string): FieldProblem<StudioRequestField>[] {
  const problems: FieldProblem<StudioRequestField>[] = [];
  const types: readonly string[] = STUDIO_REQUEST_LIMITS.types;
  if (images.some((i) => !types.includes(i.type))) problems.push({ field: 'images', key: 'studioImageType' });
  else if (images.some((i) => i.size >= STUDIO_REQUEST_LIMITS.imageBytes)) problems.push({ field: 'images', key: 'studioImageTooLarge' });
  if (isBlank(message)) problems.push({ field: 'message', key: 'studioAboutRequired' });
  return problems;
}
