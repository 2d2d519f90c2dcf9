// Reads content/elearning/*.yaml for the e-learning media generators (generate-elearning-videos.sh,
// generate-workbooks.mjs, generate-elearning-art.mjs): every module with the line, colour and text its
// title card, workbook and card image show. The server checks the same files with
// apps/server/src/features/learning/content/ (one file per kind).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { AREAS } from '../packages/domain/src/areas.ts';

export const root = path.resolve(import.meta.dirname, '..');
export const publicDir = path.join(root, 'apps/web/public');

/** The file on disk of a /media/... address. */
export const fileOf = (mediaPath) => path.join(publicDir, mediaPath);

/** Navy of the modules and courses that belong to no single area. */
export const GENERAL_COLOR = '#16294a';

/** Dark text on the light area colours (Finance green, Family amber), white on the others. */
export const inkOn = (color) => (['#8cc63f', '#f6b221'].includes(color) ? '#13233f' : '#ffffff');

const area = (id) => AREAS.find((candidate) => candidate.id === id);
const colorOf = (areaId) => area(areaId)?.color ?? GENERAL_COLOR;

const read = (name) => parse(fs.readFileSync(path.join(root, 'content/elearning', `${name}.yaml`), 'utf8'));

/**
 * Every module of every file, in programme order, as
 * { key, kicker, title, caption, color, ink, seconds, image, video, captions, do, source }.
 * kicker is the short line above the title (e.g. "Breakthrough · Week 3").
 */
export function allModules() {
  const modules = [];
  const add = (module, kicker, source, fallbackArea) => {
    const color = colorOf(module.area ?? fallbackArea);
    modules.push({
      key: module.key,
      kicker,
      title: module.title,
      caption: module.caption,
      color,
      ink: inkOn(color),
      seconds: module.watch.seconds,
      image: module.image,
      video: module.watch.video,
      captions: module.watch.captions,
      do: module.do,
      source,
    });
  };
  read('breakthrough').modules.forEach((module, index) =>
    add(module, `Breakthrough · Week ${index + 1}`, 'The Breakthrough Experience'),
  );
  const pathFile = read('path');
  for (const module of pathFile.general) add(module, 'My Personalised Path', 'My Personalised Path');
  for (const module of pathFile.areas)
    add(module, `Personalised Path · ${area(module.area).name}`, 'My Personalised Path');
  for (const course of read('courses').courses) {
    course.modules.forEach((module, index) =>
      add(module, `${course.title} · ${course.sequential ? 'Step' : 'Module'} ${index + 1}`, course.title),
    );
    const intro = course.assessment?.introVideo;
    if (intro)
      modules.push({
        key: path.basename(intro.url, '.webm'),
        kicker: course.title,
        title: intro.title,
        caption: intro.text,
        color: colorOf(courseArea(course)),
        ink: inkOn(colorOf(courseArea(course))),
        seconds: 8,
        video: intro.url,
        captions: intro.captions,
        source: course.title,
      });
  }
  const certification = read('certification');
  for (const section of certification.sections)
    for (const module of section.modules) add(module, 'Coach Certification', certification.title);
  return modules;
}

/** The area of a course: the one all its modules share, or none. */
function courseArea(course) {
  const areas = new Set(course.modules.map((module) => module.area));
  return areas.size === 1 ? [...areas][0] : undefined;
}

/**
 * Every course (the additional courses and the certification) as
 * { id, title, subTitle, footer, image, color, ink, area }; footer names the creator and the length.
 */
export function allCourses() {
  const courses = read('courses').courses.map((course) => ({
    ...course,
    area: courseArea(course),
    footer: `${course.creator} · ${course.modules.length} ${course.sequential ? 'steps' : 'modules'}`,
  }));
  const certification = read('certification');
  const certificationModules = certification.sections.flatMap((section) => section.modules).length;
  const footer = `${certificationModules} modules · ${certification.quizzes.length} quizzes`;
  return [...courses, { ...certification, area: undefined, footer }].map((course) => {
    const color = colorOf(course.area);
    return {
      id: course.id,
      title: course.title,
      subTitle: course.subTitle,
      footer: course.footer,
      image: course.image,
      area: course.area,
      color,
      ink: inkOn(color),
    };
  });
}

/** Greedy word wrap: lines of at most `width` characters (a longer word gets its own line). */
export function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Word wrap in as few lines as wrap(text, width), with lines of even length (no lone last word). */
export function balancedWrap(text, width) {
  let best = wrap(text, width);
  for (let narrower = width - 1; narrower > 0; narrower -= 1) {
    const lines = wrap(text, narrower);
    if (lines.length > best.length || lines.some((line) => line.length > narrower)) break;
    best = lines;
  }
  return best;
}
