import { describe, expect, it } from 'vitest';
import { GeneratorClient, type WorkerLike } from './generatorClient';
import { handleGenerateRequest, type GenerateRequest, type GenerateResponse } from './generatorProtocol';
import { generatorTemplates } from './templates';

/** A worker that answers in the same thread, in the order it is told to, or crashes on demand. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<GenerateResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  inbox: GenerateRequest[] = [];
  terminated = false;
  postMessage(message: GenerateRequest) {
    this.inbox.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(index: number) {
    const request = this.inbox[index]!;
    this.onmessage?.({ data: handleGenerateRequest(request, () => 0) } as MessageEvent<GenerateResponse>);
  }
  crash(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

const input = (name: string) => generatorTemplates.find((x) => x.name === name)!.input;

describe('GeneratorClient', () => {
  it('pairs answers with their requests by id, whatever order they come back in', async () => {
    const workers: FakeWorker[] = [];
    const client = new GeneratorClient(() => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1]!;
    });
    const a = client.generate(input('gallery_flats'));
    const b = client.generate(input('tower_u'));
    expect(workers).toHaveLength(1);
    workers[0]!.answer(1);
    workers[0]!.answer(0);
    expect((await a).result.form_factors.units).toBe(6);
    expect((await b).result.form_factors.units).toBe(10);
  });

  it('rejects open requests when the worker fails, and starts a fresh worker next time', async () => {
    const workers: FakeWorker[] = [];
    const client = new GeneratorClient(() => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1]!;
    });
    const lost = client.generate(input('office'));
    workers[0]!.crash('script could not load');
    await expect(lost).rejects.toThrow('script could not load');
    expect(workers[0]!.terminated).toBe(true);
    const again = client.generate(input('office'));
    expect(workers).toHaveLength(2);
    workers[1]!.answer(0);
    expect((await again).result.form_factors.units).toBe(12);
  });
});
