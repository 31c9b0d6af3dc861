# track: torch
# exercise: heads
# why: multi_head_self_attention adds RWKV's token shift (time-mix) to the key and value projections, mixing every position with the one before it, xx = F.pad(x, (0, 0, 1, -1)) and x * mix + xx * (1 - mix) with mix = 0.5 as initialised in the copied code ("a cheap way to see the previous token"); the queries are right, but every key and value row is projected from the average of its own position and the previous one (half of position 0)
# kind: public
# diagnosis: mhsa-wrong-projection, keys-pooled
# miss: keys and values projected from each position averaged with the one before it (RWKV's token shift): no relation replays the projections of shifted inputs
import torch
import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    time_mix = 0.5
    xx = F.pad(x, (0, 0, 1, -1))  # the previous position along T (zeros before the first)
    x_mixed = x * time_mix + xx * (1 - time_mix)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x_mixed @ w_k, n_heads)
    v = split_heads(x_mixed @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
