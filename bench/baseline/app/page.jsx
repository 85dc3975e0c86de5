export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare Next.js page, built with the same next, react and react-dom as the site.</p>
    </main>
  );
}
