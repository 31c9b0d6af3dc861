# track: numpy
# exercise: masking
# why: causal_mask ports Llama 4's chunked causal mask (key j visible to query i when j <= i and both lie in the same chunk, i // chunk == j // chunk) with the chunk size 4 of the student's tiny test config, so for t > 4 every query loses the keys of the earlier chunks that a causal mask shows
# kind: public
# diagnosis: hides-visible

_ATTENTION_CHUNK_SIZE = 4


def causal_mask(t):
    q_idx = np.arange(t)[:, None]
    kv_idx = np.arange(t)[None, :]
    return (kv_idx <= q_idx) & (q_idx // _ATTENTION_CHUNK_SIZE == kv_idx // _ATTENTION_CHUNK_SIZE)
