// Makes the demo self-study clip (apps/web/public/media/selfstudy/body-awareness.webm) without ffmpeg: Chromium
// draws colour bars and a title on a canvas and records them with MediaRecorder (VP8 WebM; current Chromium
// writes the duration and cues, so players show a length and can seek).
// Our own drawing, so the clip has no licence to honour. Run: node scripts/make-demo-video.mjs
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const SECONDS = 8;
const OUT = new URL("../apps/web/public/media/selfstudy/body-awareness.webm", import.meta.url);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
const page = await browser.newPage();
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.createElement("canvas");
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const context = canvas.getContext("2d");
  const bars = ["#c0c0c0", "#c0c000", "#00c0c0", "#00c000", "#c000c0", "#c00000", "#0000c0"];
  const started = performance.now();
  const draw = () => {
    const elapsed = (performance.now() - started) / 1000;
    bars.forEach((colour, index) => {
      context.fillStyle = colour;
      context.fillRect(index * (320 / 7), 0, 320 / 7 + 1, 120);
    });
    context.fillStyle = "#1b3a4b";
    context.fillRect(0, 120, 320, 60);
    context.fillStyle = "#ffffff";
    context.font = "bold 15px sans-serif";
    context.fillText("Body Awareness at Home", 12, 143);
    context.font = "13px sans-serif";
    context.fillText(`Demo lesson  0:0${Math.min(seconds, Math.floor(elapsed))}`, 12, 165);
    context.fillStyle = "#ffffff";
    context.fillRect(0, 116, (320 * Math.min(elapsed, seconds)) / seconds, 4);
  };
  draw();
  const timer = setInterval(draw, 40);
  const recorder = new MediaRecorder(canvas.captureStream(25), {
    mimeType: "video/webm;codecs=vp8",
    videoBitsPerSecond: 120_000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  recorder.stop();
  await stopped;
  clearInterval(timer);
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}, SECONDS);
await browser.close();

const file = Buffer.from(base64, "base64");
writeFileSync(OUT, file);
console.log(`wrote ${OUT.pathname} (${file.length} bytes)`);
