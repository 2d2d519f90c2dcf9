/**
 * The course open in ADDITIONAL PROGRAMS, kept in localStorage under the key the dashboard's entry
 * rules use to open active coaches on the certification (1009); 0 when none is open.
 */
const COURSE_KEY = 'oola.selectedCourseId';

export function rememberedCourse(): number {
  const id = Number(localStorage.getItem(COURSE_KEY));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export function rememberCourse(courseId: number): void {
  if (courseId > 0) localStorage.setItem(COURSE_KEY, String(courseId));
  else localStorage.removeItem(COURSE_KEY);
}
