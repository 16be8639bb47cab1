export default function Home() {
  return (
    <main>
      <h1>Events Partner API</h1>
      <p>
        The API lives under <code>/api/v1</code>. Start with <a href="/api/v1/status">/api/v1/status</a>.
      </p>
    </main>
  );
}
