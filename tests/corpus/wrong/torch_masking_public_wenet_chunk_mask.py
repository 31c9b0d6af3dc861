# track: torch
# exercise: masking
# why: causal_mask ports WeNet's subsequent_chunk_mask(size, chunk_size) for streaming ASR, where query i sees every key up to the END of its own chunk, min((i // chunk + 1) * chunk, size), with chunk = 4; so inside each chunk of 4 a query also sees the later keys of its chunk, which a causal mask hides
# kind: public
# diagnosis: shows-hidden
import torch

CHUNK_SIZE = 4  # WeNet's static chunk for streaming decoding


def causal_mask(t, device=None):
    ret = torch.zeros(t, t, dtype=torch.bool, device=device)
    for i in range(t):
        ending = min((i // CHUNK_SIZE + 1) * CHUNK_SIZE, t)
        ret[i, 0:ending] = True
    return ret
