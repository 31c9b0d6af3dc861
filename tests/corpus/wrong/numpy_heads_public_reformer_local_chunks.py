# track: numpy
# exercise: heads
# why: multi_head_self_attention keeps the local attention of Hugging Face's Reformer (LocalSelfAttention: positions cut into chunks of local_attn_chunk_length, each chunk attending to itself and local_num_chunks_before=1 chunk before, none after) with the chunk length 2 of the student's tiny test config, ANDed into the caller's mask; every key more than one chunk back, and every key in a later chunk, is hidden although the caller left it visible
# kind: public
# diagnosis: hides-visible
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    t = x.shape[-2]
    chunk_length, num_chunks_before, num_chunks_after = 2, 1, 0
    chunk = np.arange(t) // chunk_length
    offset = chunk[None, :] - chunk[:, None]  # key chunk - query chunk
    local = (offset >= -num_chunks_before) & (offset <= num_chunks_after)
    allowed = local if allowed is None else np.logical_and(np.asarray(allowed).astype(bool), local)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
