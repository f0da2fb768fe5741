// Preload (`NODE_OPTIONS=--import ./bench/cpu-profile-preload.mjs`, which cannot carry --cpu-prof): records a
// V8 CPU profile of the whole process and writes it to $CPU_PROFILE_DIR/<pid>.cpuprofile when it exits.
import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // An in-thread inspector session answers synchronously, so this runs to the end inside 'exit'.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
