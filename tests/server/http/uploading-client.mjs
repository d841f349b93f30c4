// A client on its own thread (as a phone is its own machine): it POSTs a whole body, as a fetch
// does (Content-Length first, then every byte), `tries` times one after another, and posts back
// each answer, or the error that cut the connection before the answer was read. In the server's
// own thread the server would always read the answer's bytes before it reset the connection.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, bytes, tries } = workerData;
const body = Buffer.alloc(bytes, 'x');

function post() {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${token}` },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
      response.on('error', (error) => resolve({ status: response.statusCode, error: error.message }));
    });
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(body);
  });
}

const outcomes = [];
for (let i = 0; i < tries; i += 1) outcomes.push(await post());
parentPort.postMessage(outcomes);
