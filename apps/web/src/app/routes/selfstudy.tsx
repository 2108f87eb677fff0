// Route module of the self-study area (one lazy chunk): the catalogue, my courses, the lessons and a course's detail.
export { CourseDetailPage } from "../../features/selfstudy/components/course-detail-page.tsx";
export { CourseLessonsPage } from "../../features/selfstudy/components/course-lessons-page.tsx";
export { MySelfStudyPage } from "../../features/selfstudy/components/my-self-study-page.tsx";
export { SelfStudyCataloguePage } from "../../features/selfstudy/components/self-study-catalogue-page.tsx";
