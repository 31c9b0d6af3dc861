# track: torch
# exercise: heads
# why: multi_head_self_attention ports Infini-attention (Munkhdalai et al. 2024): each head's output is sigmoid(beta) * A_mem + (1 - sigmoid(beta)) * A_dot, with beta at its zero init and the compressive memory empty on the first segment (M = 0, so A_mem = 0), so every head's output, and the whole output, is half the expected one
# kind: public
# diagnosis: ratio
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    a_dot, weights = attention(q, k, v, allowed)
    # compressive memory: M (d_k, d_v) and z (d_k,) start at zero on the first segment
    sq = torch.nn.functional.elu(q) + 1
    memory = q.new_zeros(q.shape[-1], v.shape[-1])
    z = q.new_zeros(q.shape[-1], 1)
    a_mem = (sq @ memory) / (sq @ z + 1e-6)
    gate = torch.sigmoid(torch.zeros((), dtype=x.dtype))  # beta, zero-initialised
    heads = gate * a_mem + (1 - gate) * a_dot
    return merge_heads(heads) @ w_o, weights
