/** The saved-progress slot of the tutor quiz in progress (beside the exams' slots), so a reload resumes it. */
export const TUTOR_SLOT = 'tutor';
