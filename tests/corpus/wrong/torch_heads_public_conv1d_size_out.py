# track: torch
# exercise: heads
# why: multi_head_self_attention projects with a helper modelled on Hugging Face GPT-2's Conv1D, torch.addmm(bias, x.reshape(-1, x.size(-1)), w) then x.view(size_out), but computes size_out = x.size()[:-1] + (nf,) after x was rebound to the flattened product; the view restores nothing, so a batched x is projected as one long (B*T, D) sequence: every position attends to the positions of all batch elements and the output comes back (B*T, D)
# kind: public
# diagnosis: axes-folded


def _conv1d(x, w):
    nf = w.size(-1)
    bias = torch.zeros(nf, dtype=x.dtype, device=x.device)
    x = torch.addmm(bias, x.reshape(-1, x.size(-1)), w)
    size_out = x.size()[:-1] + (nf,)
    return x.view(size_out)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(_conv1d(x, w_q), n_heads)
    k = split_heads(_conv1d(x, w_k), n_heads)
    v = split_heads(_conv1d(x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return _conv1d(merge_heads(heads), w_o), weights
