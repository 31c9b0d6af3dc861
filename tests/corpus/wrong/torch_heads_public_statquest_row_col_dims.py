# track: torch
# exercise: heads
# why: attention ports StatQuest's "Coding self-attention in PyTorch" (Josh Starmer), which keeps row_dim=0 and col_dim=1 for a single 2-D sequence: k.transpose(dim0=row_dim, dim1=col_dim), the scale from k.size(col_dim); with any batch or head axis the transpose swaps the wrong axes and the scale reads S or T, so every batched call raises or is wrong
# kind: public
# diagnosis: fixed-leading-axes, fixed-ndim, fails-unless-ndim, transpose-all-axes
import torch


def attention(q, k, v, allowed=None):
    row_dim, col_dim = 0, 1
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    sims = torch.matmul(q, k.transpose(dim0=row_dim, dim1=col_dim))
    scaled_sims = sims / k.size(col_dim) ** 0.5
    if allowed is not None:
        scaled_sims = mask_scores(scaled_sims, allowed)
    attention_percents = stable_softmax(scaled_sims)
    return torch.matmul(attention_percents, v), attention_percents
