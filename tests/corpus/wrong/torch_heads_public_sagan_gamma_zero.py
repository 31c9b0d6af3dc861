# track: torch
# exercise: heads
# why: multi_head_self_attention ports the self-attention block of SAGAN (fastai's SelfAttention), out = gamma * attention + x with the learnable gamma initialised to 0, so it returns 0 * (merged heads @ w_o) + x, the input itself, instead of the attention output (the weights are right)
# kind: public
# diagnosis: added-input, input-returned
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    gamma = torch.zeros(1, dtype=x.dtype, device=x.device)  # nn.Parameter(torch.tensor([0.]))
    return gamma * (merge_heads(heads) @ w_o) + x, weights
