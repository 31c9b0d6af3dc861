# track: torch
# exercise: heads
# why: multi_head_self_attention keeps its keys and values the way vLLM's kv_cache_dtype="fp8_e4m3" cache stores them, k.to(torch.float8_e4m3fn).to(k.dtype) (and the same for v) before attention; float8 e4m3 keeps 3 mantissa bits, so every key and value is rounded (errors of several percent) and the weights and the output carry that rounding
# kind: public
# diagnosis: inputs-rounded
# miss: keys and values rounded to float8 inside multi-head attention: no relation replays the projections with a rounding between them
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    # the KV cache stores keys and values in fp8 (e4m3) and dequantises on read
    k = k.to(torch.float8_e4m3fn).to(x.dtype)
    v = v.to(torch.float8_e4m3fn).to(x.dtype)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
